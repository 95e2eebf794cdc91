import type { App } from '../../api/apps';
import { Spinner } from '../../ui/spinner/Spinner';
import { useStyles } from '../../ui/use-styles';
import { appGridStyles } from './app-grid.styles';
import { AppCard, type AppCardTextSize } from './AppCard';

export type GridColumns = 2 | 3;

export interface AppGridProps {
  apps: readonly App[];
  sectionTitle: string;
  /** Spec 001 §2: 2 or 3 columns (3 by default) on wide screens. */
  columns?: GridColumns;
  textSize?: AppCardTextSize;
  /** The position of the first app, from 1 (a later page of a grid starts further on). */
  firstPosition?: number;
}

/** A list of app cards in 2 or 3 columns, one column on narrow screens. */
export function AppGrid({ apps, sectionTitle, columns = 3, textSize, firstPosition = 1 }: AppGridProps) {
  useStyles(appGridStyles);
  return (
    <ul className={`eb-app-grid eb-app-grid--columns-${columns}`}>
      {apps.map((app, index) => (
        <li key={app.id} className="eb-app-grid__item">
          <AppCard app={app} position={firstPosition + index} sectionTitle={sectionTitle} textSize={textSize} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where a grid of `count` cards will be, while it loads: empty cells of a card's usual height in
 * the same columns, so the sections below do not jump when the cards arrive, and a spinner over
 * them named `label`.
 */
export function AppGridPlaceholder({ count, columns = 3, label }: { count: number; columns?: GridColumns; label: string }) {
  useStyles(appGridStyles);
  return (
    <div className="eb-app-grid-loading">
      <ul className={`eb-app-grid eb-app-grid--columns-${columns} eb-app-grid--placeholder`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="eb-app-grid__placeholder" />
        ))}
      </ul>
      <Spinner label={label} />
    </div>
  );
}
