import { Banner } from '@hearth/ui';
import { Component, Fragment, type ReactNode } from 'react';

type State = { failed: boolean; attempt: number };

/**
 * Around a panel whose code loads when it opens: a failed load (the network dropped, a deploy
 * replaced the chunk) shows a message with a retry in the panel, instead of taking the page down.
 */
export class PanelLoadFailure extends Component<{ children: ReactNode; onRetry: () => void }, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    // A retry mounts the children anew, and `onRetry` makes their code load again.
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      // Not spec copy: the spec quotes no message for a panel whose code could not be loaded.
      <Banner
        variant="error"
        title="This section could not be loaded."
        action={{
          label: 'Try again',
          onPress: () => {
            this.props.onRetry();
            this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
          },
        }}
      >
        Check your connection and try again.
      </Banner>
    );
  }
}
