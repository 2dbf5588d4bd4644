import { Component, type ReactNode } from 'react';

export type FeatureErrorBoundaryProps = {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
};

type FeatureErrorBoundaryState = { error: unknown; failed: boolean };

/** Catches a feature's load or render failure so it takes down that view only (style.md principle 5). */
export class FeatureErrorBoundary extends Component<FeatureErrorBoundaryProps, FeatureErrorBoundaryState> {
  override state: FeatureErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): FeatureErrorBoundaryState {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
