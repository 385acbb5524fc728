import { Component, type ReactNode } from 'react';
import { CodeLoadFailure } from './code-load-failure';
import { isCodeLoadError, reloadOnceForCode } from './code-recovery';

interface Props {
  children?: ReactNode;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * What a render error shows instead of the part of the screen it broke: never React's own error.
 * Code that failed to load (a deploy replaced the build the page came with) reloads the page once
 * by itself, for the current build; after that, or for any other error, a translated message with
 * a Reload button. The shell puts one around each tab's page, so its header and tabs stay.
 */
export class CodeErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isCodeLoadError(error) && reloadOnceForCode()) this.setState({ reloading: true });
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return null;
    return <CodeLoadFailure codeMissing={isCodeLoadError(error)} />;
  }
}
