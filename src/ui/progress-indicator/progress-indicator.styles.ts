/**
 * @cssprop --eb-progress-high-color - a progress bar near its goal (default: #0b7a3e)
 * @cssprop --eb-progress-medium-color - a progress bar half way (default: #a85400)
 * @cssprop --eb-progress-low-color - a progress bar far from its goal (default: #c5162e)
 * @cssprop --eb-progress-track-color - a progress bar's track (default: #eeedf2; dark: #322c42)
 */
export const progressIndicatorStyles = /* css */ `
.eb-progress {
  display: block; width: 100%; height: 8px; border-radius: 4px; overflow: hidden;
  background: var(--eb-progress-track-color, var(--_eb-surface-strong));
}
.eb-progress__bar { display: block; height: 100%; border-radius: inherit; transition: width 0.2s ease-out; }
.eb-progress--low .eb-progress__bar { background: var(--eb-progress-low-color, #c5162e); }
.eb-progress--medium .eb-progress__bar { background: var(--eb-progress-medium-color, #a85400); }
.eb-progress--high .eb-progress__bar { background: var(--eb-progress-high-color, #0b7a3e); }
@media (prefers-reduced-motion: reduce) {
  .eb-progress__bar { transition: none; }
}
`;
