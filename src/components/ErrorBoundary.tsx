import { Alert, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Keeps the top bar usable when a screen crashes; the message is logged, the user can retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; retryLabel?: string; message?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => this.setState({ error: null })}>
            {this.props.retryLabel ?? 'OK'}
          </Button>
        }
      >
        {this.props.message ?? this.state.error.message}
      </Alert>
    );
  }
}
