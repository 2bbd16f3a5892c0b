/** A section's or an item's buttons: edit, move up, move down, delete; each names its entry for screen readers. */
interface Props {
  name: string;
  editLabel: string;
  onEdit: () => void;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

export default function EntryActions({ name, editLabel, onEdit, index, count, busy, onMove, onDelete }: Props) {
  const button = (label: string, onClick: () => void, disabled = false) => (
    <button type="button" className="btn btn-ghost small" disabled={disabled} onClick={onClick}>
      {label} <span className="visually-hidden">{name}</span>
    </button>
  );
  return (
    <div className="shop-actions">
      {button(editLabel, onEdit)}
      {button('Move up', () => onMove(-1), busy || index === 0)}
      {button('Move down', () => onMove(1), busy || index === count - 1)}
      {button('Delete', onDelete, busy)}
    </div>
  );
}
