import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { clients } from '../../http/clients';

/** HTTP 401 or 403 on a profile action: "Session Expired, Please login again" and /pharmacy/login (spec 000 §8). */
export function useSessionExpired() {
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (status: number) => {
      if (status !== 401 && status !== 403) return false;
      clients.pharmacy.clearTokens();
      notify('auth.sessionExpired', { type: 'warning' });
      navigate('/pharmacy/login', { replace: true });
      return true;
    },
    [notify, navigate],
  );
}
