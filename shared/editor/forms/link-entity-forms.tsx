/** Collaborator and funding source forms (SPEC §2): name, url, logo with advice; funding adds grant details. */
import { blankItem } from '../../content/blanks';
import { AltTextField } from '../alt-text-field';
import { ContentImage } from '../asset-image';
import { TextField } from '../fields';
import { FormShell } from '../form-shell';
import { useEntityForm } from '../use-entity-form';

const LOGO_ADVICE = 'Use a square logo, at most 100x100 px.';

function LogoField({ value, onChange, name, alt, onAltChange }: { value: string; onChange: (v: string) => void; name: string; alt: string | undefined; onAltChange: (v: string | undefined) => void }) {
  return (
    <>
      <TextField label="Logo URL" value={value} onChange={onChange} type="url" hint={LOGO_ADVICE} />
      {value ? <ContentImage className="studio-logo-preview" value={value} alt={`${name || 'Logo'} logo preview`} /> : null}
      <AltTextField label="Logo alt text" value={alt} onChange={onAltChange} hasImage={Boolean(value.trim())} />
    </>
  );
}

type LinkFields = { name: string; url: string; logo?: string; logoAlt?: string };

/** Name, website and logo: what a collaborator and a funding source both have. */
function NameUrlLogo({ values: v, set }: { values: LinkFields; set: (field: keyof LinkFields, value: string | undefined) => void }) {
  return (
    <>
      <TextField label="Name" required value={v.name} onChange={(x) => set('name', x)} />
      <TextField label="Website URL" required type="url" value={v.url} onChange={(x) => set('url', x)} hint="Include http:// or https://" />
      <LogoField value={v.logo ?? ''} onChange={(x) => set('logo', x)} name={v.name} alt={v.logoAlt} onAltChange={(x) => set('logoAlt', x)} />
    </>
  );
}

export function CollaboratorForm() {
  const form = useEntityForm({ kind: 'collaborators', blank: () => blankItem('collaborators', { logo: '' }) });
  const v = form.values;
  return <FormShell form={form}>{v ? <NameUrlLogo values={v} set={(field, x) => form.set(field, x as never)} /> : null}</FormShell>;
}

export function FundingForm() {
  const form = useEntityForm({ kind: 'fundingSources', blank: () => blankItem('fundingSources', { logo: '' }) });
  const v = form.values;
  return (
    <FormShell form={form}>
      {v ? (
        <>
          <NameUrlLogo values={v} set={(field, x) => form.set(field, x as never)} />
          <TextField label="Grant number" value={v.grantNumber} onChange={(x) => form.set('grantNumber', x)} />
          <TextField label="Amount" value={v.amount} onChange={(x) => form.set('amount', x)} hint="Free text with currency, e.g. EUR 1.2 million" />
          <TextField label="Duration" value={v.duration} onChange={(x) => form.set('duration', x)} hint="Free text, e.g. 2023–2027" />
        </>
      ) : null}
    </FormShell>
  );
}
