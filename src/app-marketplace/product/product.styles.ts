import { TRANSITION_MS } from './Screenshots';

export const productStyles = /* css */ `
.eb-product { position: relative; display: flex; flex-direction: column; gap: 24px; padding-bottom: 32px; }
.eb-product__warning { margin: 0; padding: 12px 16px; border-radius: 4px; background: var(--_eb-warning-surface); color: var(--eb-color-text, var(--_eb-text)); border: 1px solid #f5a623; }
.eb-product__banner { display: block; width: 100%; height: 233px; object-fit: cover; background: var(--_eb-surface-subtle); }
.eb-product__header { display: grid; grid-template-columns: auto 1fr auto; gap: 16px 24px; align-items: start; padding: 0 16px; }
@media (max-width: 659px) { .eb-product__header { grid-template-columns: auto 1fr; } .eb-product__cta { grid-column: 1 / -1; } }
.eb-product__logo { display: block; width: 96px; height: 96px; border-radius: 8px; background: var(--_eb-surface-subtle); object-fit: contain; margin-top: -48px; border: 4px solid var(--eb-color-surface); }
.eb-product__identity { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.eb-product__category { font-size: 14px; }
.eb-product__name { margin: 0; font-size: 28px; line-height: 36px; display: flex; align-items: center; gap: 8px; overflow-wrap: anywhere; }
.eb-product__installed { display: inline-flex; color: var(--_eb-success); }
.eb-product__installed path { stroke: var(--eb-color-surface); }
.eb-product__short { margin: 0; color: var(--eb-color-muted); }
.eb-product__summary { display: inline-flex; align-items: center; gap: 6px; font-size: 14px; width: fit-content; }
.eb-product__rating-number { font-weight: 600; }
.eb-product__cta .eb-button { text-decoration: none; }
.eb-product__section { padding: 0 16px; display: flex; flex-direction: column; gap: 16px; }
.eb-product__section-title { margin: 0; font-size: 22px; line-height: 28px; }
.eb-product__html { overflow-wrap: anywhere; line-height: 1.5; }
.eb-product__html img { max-width: 100%; height: auto; }
.eb-product__not-enough { margin: 0; }
.eb-product__overview { display: flex; flex-wrap: wrap; gap: 24px 48px; align-items: center; }
.eb-product__overall { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.eb-product__overall-number { font-size: 48px; line-height: 1; font-weight: 700; }
.eb-product__histogram { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; min-width: min(100%, 320px); flex: 1; }
.eb-product__bar {
  display: grid; grid-template-columns: 64px 1fr 40px; align-items: center; gap: 8px; width: 100%; min-height: 32px;
  padding: 2px 8px; border: 1px solid transparent; border-radius: 4px; background: none; color: inherit; font: inherit; cursor: pointer; text-align: start;
}
.eb-product__bar:hover { background: var(--_eb-surface-subtle); }
.eb-product__bar[aria-pressed="true"] { border-color: var(--eb-color-brand-text); background: color-mix(in srgb, var(--_eb-brand) 8%, var(--eb-color-surface)); font-weight: 600; }
.eb-product__bar-track { height: 8px; border-radius: 4px; background: var(--_eb-surface-strong); overflow: hidden; }
.eb-product__bar-fill { display: block; height: 100%; background: var(--eb-star-color, #d1410c); }
.eb-product__bar-count { text-align: end; }
.eb-product__review-controls { display: flex; flex-wrap: wrap; gap: 16px; }
.eb-product__review-controls select { min-height: 40px; margin-inline-start: 8px; padding: 0 8px; border: 1px solid var(--eb-color-border); border-radius: 4px; background: var(--eb-color-surface); color: inherit; font: inherit; }
.eb-product__review-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 16px; }
.eb-product__no-reviews { margin: 0; }
.eb-review { display: flex; flex-direction: column; gap: 6px; padding: 16px 0; border-top: 1px solid var(--eb-color-border); }
.eb-review > .eb-button { align-self: flex-start; }
.eb-review__title { margin: 0; font-size: 16px; line-height: 24px; overflow-wrap: anywhere; }
.eb-review__date { font-size: 14px; color: var(--eb-color-muted); }
.eb-review__text, .eb-review__reply-text { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.eb-review__reply { margin-inline-start: 24px; padding: 12px 16px; border-radius: 4px; background: var(--_eb-surface-subtle); display: flex; flex-direction: column; gap: 6px; }
.eb-review__reply-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; }
.eb-review__edited { font-size: 14px; color: var(--eb-color-muted); }
.eb-review__reply-form { display: flex; flex-direction: column; gap: 8px; margin-inline-start: 24px; }
.eb-review__actions { display: flex; gap: 8px; justify-content: flex-end; }
.eb-review__error { margin: 0; color: var(--eb-text-input-error-color, var(--_eb-danger)); }
.eb-carousel { padding: 0 16px; display: flex; flex-direction: column; gap: 8px; }
.eb-carousel__viewport { overflow: hidden; border-radius: 8px; background: var(--_eb-surface-subtle); user-select: none; }
.eb-carousel__track { display: flex; transition: transform ${TRANSITION_MS}ms ease; }
.eb-carousel__slide { flex: 0 0 100%; display: flex; justify-content: center; }
/* A fixed box: nothing moves as the screenshots load (lazily, after the first). */
.eb-carousel__slide img { display: block; width: 100%; height: 360px; object-fit: contain; }
.eb-carousel__controls { display: flex; align-items: center; justify-content: center; gap: 8px; }
.eb-carousel__button { min-width: 44px; min-height: 44px; padding: 0 12px; border: 1px solid var(--eb-color-border); border-radius: 4px; background: var(--eb-color-surface); color: inherit; font: inherit; cursor: pointer; }
`;
