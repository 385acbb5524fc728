import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigate } from './navigation';

/** Hands the router's navigate to code that runs outside components. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate(navigate), [navigate]);
  return null;
}
