import { Container } from '@chakra-ui/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { needsSignIn } from '../api/admin-api';
import { LoadError, Loading } from '../ui/page-state';
import { signInPath } from '../sign-in/sign-in-path';
import { StaffContext, useMeQuery } from './staff-session';

/** The back office's pages open for a signed-in member only; anyone else goes to /admin/login and back afterwards. */
export function RequireStaff() {
  const me = useMeQuery();
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (me.isError) {
    if (needsSignIn(me.error)) return <Navigate to={signInPath(location)} replace />;
    return (
      <Container maxW="3xl" py="10">
        <LoadError error={me.error} retry={() => void me.refetch()} />
      </Container>
    );
  }
  return (
    <StaffContext.Provider value={me.data}>
      <Outlet />
    </StaffContext.Provider>
  );
}
