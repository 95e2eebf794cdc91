import { Component, type ReactNode } from 'react';
import { GenericErrorFallback } from './GenericErrorFallback';

interface Props {
  tag: string;
  children: ReactNode;
}

/** One per element: a render error is logged and this element alone shows the fallback. */
export class ElementErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[eb-widgets] <${this.props.tag}> failed to render and shows the generic fallback.`, error);
  }

  render() {
    return this.state.failed ? <GenericErrorFallback /> : this.props.children;
  }
}
