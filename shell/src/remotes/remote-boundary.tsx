import { retryFailedPages } from '@chess-portal/portal-kit';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: (reset: () => void) => ReactNode; resetKey?: string };
type State = { failed: boolean };

/** Keeps a remote that throws while rendering from taking the header and other areas down. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  /** Shows the area again; a page whose code failed to load (offline) fetches it again rather than fail at once. */
  reset = () => {
    retryFailedPages();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
