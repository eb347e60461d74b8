// The bar chart of the last 12 months. Chart.js, tree-shaken to the bar chart's parts, is loaded only
// when this component is (React.lazy in the revenue page), so it lives in a chunk of its own that only
// /admin/revenue asks for: never in the sign-in chunk (e2e/performance/login-bundle.spec.ts).
import { formatCents } from '@shared/format';
import type { RevenueHistoryResponse } from '@shared/revenue/schemas';
import { MONTH_NAMES } from '@shared/revenue/texts';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const short = (m: { year: number; month: number }) =>
  `${MONTH_NAMES[m.month - 1]!.slice(0, 3)} ${String(m.year).slice(2)}`;

/** A theme colour from the CSS variables the theme editor sets, with a fallback. */
function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export default function RevenueChart({ months }: { months: RevenueHistoryResponse['months'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const primary = cssColor('--color-primary', '#004030');
    const muted = cssColor('--color-accent', '#c2410c');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map(short),
        datasets: [
          {
            label: 'Omzet excl. BTW',
            data: months.map((m) => m.totalRevenue / 100),
            backgroundColor: primary,
            borderRadius: 4,
          },
          {
            label: 'Platformvergoeding',
            data: months.map((m) => m.totalPlatformFee / 100),
            backgroundColor: muted,
            borderRadius: 4,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.dataset.label}: ${formatCents(Math.round((item.raw as number) * 100))}`,
            },
          },
        },
        scales: {
          y: {
            beginAtZero: true,
            ticks: { callback: (value) => formatCents(Math.round(Number(value) * 100)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [months]);

  return (
    <div className="relative h-64 w-full" data-testid="revenue-chart">
      {/* A picture of the figures; screen readers get them from the table below it (revenue page). */}
      <canvas
        ref={canvas}
        role="img"
        aria-label="Staafdiagram van de omzet excl. BTW en de platformvergoeding per maand; de cijfers staan in de tabel hieronder"
      />
    </div>
  );
}
