export const spinnerStyles = /* css */ `
.eb-spinner { display: inline-flex; align-items: center; justify-content: center; vertical-align: middle; }
.eb-spinner__circle {
  display: block; width: var(--eb-spinner-size); height: var(--eb-spinner-size);
  border: var(--eb-spinner-thickness) solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: eb-spinner-spin 0.8s linear infinite;
}
.eb-spinner--small { --eb-spinner-size: 16px; --eb-spinner-thickness: 2px; }
.eb-spinner--medium { --eb-spinner-size: 32px; --eb-spinner-thickness: 3px; }
.eb-spinner--large { --eb-spinner-size: 48px; --eb-spinner-thickness: 4px; }
@keyframes eb-spinner-spin { to { transform: rotate(360deg); } }
@keyframes eb-spinner-pulse { 50% { opacity: 0.35; } }
/* Spinning is the kind of motion that troubles vestibular disorders; a slow fade still says "busy".
   !important: it outranks the base styles' reduced-motion rule, which stops every other animation. */
@media (prefers-reduced-motion: reduce) {
  .eb-spinner__circle { animation: eb-spinner-pulse 2s ease-in-out infinite !important; }
}
`;
