import { useNavigate } from 'react-router';
import { signOut } from '../api/admin-api';
import { useSetMe } from './staff-session';

/** 'Выйти': the server ends this browser's staff session, the cache forgets the member, the sign-in page opens. */
export function useSignOut() {
  const setMe = useSetMe();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } finally {
      setMe(null);
      void navigate('/login', { replace: true });
    }
  };
}
