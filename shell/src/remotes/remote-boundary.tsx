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

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
