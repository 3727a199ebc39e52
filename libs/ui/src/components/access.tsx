import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '@hvac/contracts';
import { useSession } from '@hvac/web-kit';
import { SessionPlaceholder, hasRole, useRole } from '@hvac/web-kit/screens';
// Through the package name, so the page's shared @hvac/ui draws it.
import { ErrorBox } from '@hvac/ui';

export interface RefusalProps {
  /** The screen's own words for the refusal, already in the reader's language. */
  text: ReactNode;
  /** The login link's text; without it no link is offered. */
  loginLabel?: string;
  /** The page frame of the remote, so the refusal sits where its screen would. */
  className?: string;
}

/** A refused screen: its text in the red box, and a way to sign in (as another user) that returns here. */
export function Refusal({ text, loginLabel, className }: RefusalProps) {
  const location = useLocation();
  return (
    <div className={className}>
      <ErrorBox>
        <p>{text}</p>
        {loginLabel && (
          <Link to="/login" state={{ from: location.pathname }}>
            {loginLabel}
          </Link>
        )}
      </ErrorBox>
    </div>
  );
}

export interface SignedInProps extends Omit<RefusalProps, 'text'> {
  /** What a visitor without a session reads instead of the screen. */
  refusal: ReactNode;
  children: ReactNode;
}

/**
 * A back-office screen that needs a session: without a token it says so in its place rather than sending
 * the visitor away, as the specs' screens do; the services refuse the calls anyway.
 */
export function SignedIn({ refusal, children, ...frame }: SignedInProps) {
  const hydrated = useSession((s) => s.hydrated);
  const token = useSession((s) => s.token);
  if (!hydrated) return <SessionPlaceholder />;
  if (!token) return <Refusal text={refusal} {...frame} />;
  return children;
}

export interface RoleGateProps extends Omit<RefusalProps, 'text'> {
  roles: readonly Role[];
  /** Without a session. */
  signedOut: ReactNode;
  /** Signed in with another role: the screen's access-denied text. */
  denied: ReactNode;
  children: ReactNode;
}

/** A screen for some roles only; the others read the screen's refusal (the service refuses them too). */
export function RoleGate({ roles, signedOut, denied, children, ...frame }: RoleGateProps) {
  const role = useRole();
  return (
    <SignedIn refusal={signedOut} {...frame}>
      {hasRole(role, roles) ? children : <Refusal text={denied} {...frame} />}
    </SignedIn>
  );
}
