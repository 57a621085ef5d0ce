/** /admin/login (docs/product.md §2, §4, §5): one password field; idle, submitting, then the studio or an error. */
import { StudioForm } from '../form-shell';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../content/model/validation';
import { useAuth, type LoginState } from '../auth';

export function LoginScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginState | null)?.from;
  const target = from && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : '/admin';
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [error, setError] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);

  if (auth.authenticated && status !== 'submitting') return <Navigate to={target} replace />;

  const submit = async () => {
    if (!password) {
      setStatus('error');
      setError('Please enter the password');
      input.current?.focus();
      return;
    }
    setStatus('submitting');
    setError('');
    try {
      const ok = await auth.login(password);
      if (ok) {
        navigate(target, { replace: true });
        return;
      }
      setError(MESSAGES.loginInvalid);
    } catch (caught) {
      console.warn('Login failed', caught);
      setError(MESSAGES.loginError);
    }
    setStatus('error');
    setPassword('');
    input.current?.focus();
  };

  return (
    <main className="studio studio-login">
      <div className="studio-page studio-login-card">
        <h1>Admin Login</h1>
        <p className="studio-hint">Staff sign in here to edit the lab website. Changes stay in this browser until they are published.</p>
        <StudioForm label="Admin Login" onSubmit={() => void submit()}>
          {error ? (
            <div role="alert" className="studio-banner studio-banner-error">
              {error}
            </div>
          ) : null}
          <div className="studio-field">
            <label htmlFor={inputId}>Password</label>
            <input
              ref={input}
              id={inputId}
              type="password"
              autoComplete="current-password"
              aria-required="true"
              aria-invalid={status === 'error' || undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className="studio-button studio-primary" disabled={status === 'submitting'}>
            {status === 'submitting' ? 'Logging in...' : 'Login'}
          </button>
        </StudioForm>
      </div>
    </main>
  );
}
