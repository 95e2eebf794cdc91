import type { EBWidgets } from '../src/library';

declare global {
  interface Window {
    EBWidgets?: EBWidgets;
  }
}
