import { Component, type ReactNode } from 'react'

/** An error boundary with a retry, as the app's error screen has: the retry mounts its children anew. */
export class TryAgain extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Повторить
      </button>
    )
  }
}
