import { useCallback } from 'react';
import { useEmit } from './element-context';

/** The detail of `eb-analytics` (API.md §3). */
export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
  [extra: string]: unknown;
}

/**
 * `track(event)` dispatches `eb-analytics` from the element it renders in, for the analytics
 * events the specifications name; the host page forwards them to its own analytics.
 */
export function useAnalytics(): (event: AnalyticsEvent) => void {
  const emit = useEmit();
  return useCallback((event: AnalyticsEvent) => void emit('eb-analytics', event), [emit]);
}
