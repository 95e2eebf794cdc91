import { shadow } from '../../element/color-scheme';
export const drawerStyles = /* css */ `
.eb-bottom-bar {
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 900;
  display: flex; align-items: center; gap: 16px; padding: 12px 16px;
  background: var(--eb-color-surface); border-top: 1px solid var(--eb-color-border);
  box-shadow: 0 -2px 8px ${shadow(0.12)};
}
.eb-bottom-bar__content { flex: 1; }
.eb-focus-drawer {
  position: fixed; top: 0; right: 0; bottom: 0; z-index: 950;
  display: flex; flex-direction: column; width: min(100%, 400px); overflow-y: auto;
  background: var(--eb-color-surface); border-left: 1px solid var(--eb-color-border);
  box-shadow: -2px 0 8px ${shadow(0.12)};
}
.eb-focus-drawer[hidden] { display: none; }
.eb-focus-drawer__header { display: flex; align-items: center; gap: 8px; padding: 16px 16px 0; }
.eb-focus-drawer__title { flex: 1; margin: 0; font-size: 1.25em; }
.eb-focus-drawer__content { padding: 16px; }
`;
