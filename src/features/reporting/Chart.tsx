/**
 * One uPlot chart (loaded on the reporting page only) with its data table beside it: the canvas is
 * hidden from screen readers, the table says the same numbers.
 */
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Series {
  label: string;
  values: (number | null)[];
  color: string;
  scale?: 'y' | 'rating';
  bars?: boolean;
}

interface Props {
  id: string;
  title: string;
  days: string[];
  series: Series[];
  summary: string;
}

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function Chart({ id, title, days, series, summary }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled || !box.current) return;
        const width = () => Math.max(260, box.current?.clientWidth ?? 600);
        const rating = series.some((s) => s.scale === 'rating');
        plot = new UPlot(
          {
            width: width(),
            height: 220,
            legend: { show: true },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, ...(rating ? { rating: { range: [0, 5] } } : {}) },
            axes: [
              {},
              { size: 44 },
              ...(rating ? [{ scale: 'rating', side: 1, size: 32, grid: { show: false } }] : []),
            ],
            series: [
              {},
              ...series.map((s) => ({
                label: s.label,
                stroke: s.color,
                width: 2,
                scale: s.scale ?? 'y',
                spanGaps: s.scale === 'rating',
                ...(s.bars
                  ? { fill: `${s.color}55`, paths: UPlot.paths.bars!({ size: [0.6, 24] }), points: { show: false } }
                  : {}),
              })),
            ],
          },
          [days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), ...series.map((s) => s.values)] as uPlot.AlignedData,
          box.current,
        );
        observer = new ResizeObserver(() => plot?.setSize({ width: width(), height: 220 }));
        observer.observe(box.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, series]);

  return (
    <section className="card report-chart" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="muted small">{summary}</p>
        <div className="chart-and-table">
          <div className="chart-box" ref={box} aria-hidden="true" data-chart={id}>
            {failed && <p className="muted small">The chart could not be drawn; the table has the same numbers.</p>}
          </div>
          <div className="table-box" tabIndex={0} role="region" aria-label={`${title}: table`}>
            <table className="report-table" data-table={id}>
              <caption className="visually-hidden">{title}, per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {series.map((s) => (
                    <th scope="col" key={s.label}>
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((d, i) => (
                  <tr key={d}>
                    <th scope="row">
                      <time dateTime={d}>{shortDay(d)}</time>
                    </th>
                    {series.map((s) => (
                      <td key={s.label}>{s.values[i] ?? '–'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </section>
  );
}
