/** Every payment screen in local test mode: no card is charged, and the cards to try. */
import { TEST_CARDS, TEST_MODE_NOTICE } from '../../shared/test-cards.ts';

export default function TestModeNotice() {
  return (
    <div className="notice test-mode-notice" role="note" aria-label="Test mode">
      <p>
        <strong>{TEST_MODE_NOTICE}</strong> Payments here run in local test mode: use a test card, with any future
        expiry date and any CVC.
      </p>
      <ul>
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code> {card.outcome}
          </li>
        ))}
      </ul>
    </div>
  );
}
