/**
 * Collaborator and funding source forms (docs/product.md §2): name, website and logo with advice;
 * funding adds grant details. Both are their collections' default forms, from the declarations.
 */
import { DeclaredForm } from './declared-form';

export function CollaboratorForm() {
  return <DeclaredForm kind="collaborators" />;
}

export function FundingForm() {
  return <DeclaredForm kind="fundingSources" />;
}
