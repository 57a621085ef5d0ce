import type { ReactNode } from 'react';

/** The title band at the top of a public page. */
export function PageHeader({ title, kicker, children }: { title: string; kicker?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container">
        {kicker && <p className="page-header__kicker">{kicker}</p>}
        <h1 className="page-header__title">{title}</h1>
        {children && <div className="page-header__lead">{children}</div>}
      </div>
    </header>
  );
}
