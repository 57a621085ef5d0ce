/**
 * Whether the studio session flag is set, for views that only adapt to it (the home
 * page's Manage links). Read in an effect, and again when another tab changes it.
 */
import { useEffect, useState } from 'react';
import { readAuthFlag } from '../store/auth-flag';
import { webStorage } from '../store/web-storage';

export function useAuthFlag(): boolean {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => {
    const read = () => {
      try {
        setLoggedIn(readAuthFlag(webStorage('local').storage));
      } catch {
        setLoggedIn(false);
      }
    };
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  return loggedIn;
}
