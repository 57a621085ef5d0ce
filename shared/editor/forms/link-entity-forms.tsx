/** Collaborator and funding source forms (docs/product.md §2): name, url, logo with advice; funding adds grant details. */
import { blankItem } from '../../content/blanks';
import type { AssetFolder } from '../../content/collections';
import { LOGO_IMAGE_MAX_SIDE } from '../../content/constants';
import { TextField } from '../fields';
import { ImageField } from '../image-upload';
import { FormShell } from '../form-shell';
import { useEntityForm } from '../use-entity-form';

const LOGO_ADVICE = 'Use a square logo, at most 100x100 px.';

function LogoField({ value, onChange, name, alt, onAltChange, folder }: { value: string; onChange: (v: string) => void; name: string; alt: string | undefined; onAltChange: (v: string | undefined) => void; folder: AssetFolder }) {
  return (
    <ImageField
      legend="Logo"
      folder={folder}
      name={name}
      value={value}
      onChange={onChange}
      maxSide={LOGO_IMAGE_MAX_SIDE}
      urlLabel="Logo URL"
      urlHint={LOGO_ADVICE}
      previewAlt={`${name || 'Logo'} logo preview`}
      previewClassName="studio-logo-preview"
      alt={{ label: 'Logo alt text', value: alt, onChange: onAltChange }}
    />
  );
}

type LinkFields = { name: string; url: string; logo?: string; logoAlt?: string };

/** Name, website and logo: what a collaborator and a funding source both have. */
function NameUrlLogo({ values: v, set, folder }: { values: LinkFields; set: (field: keyof LinkFields, value: string | undefined) => void; folder: AssetFolder }) {
  return (
    <>
      <TextField label="Name" required value={v.name} onChange={(x) => set('name', x)} />
      <TextField label="Website URL" required type="url" value={v.url} onChange={(x) => set('url', x)} hint="Include http:// or https://" />
      <LogoField value={v.logo ?? ''} onChange={(x) => set('logo', x)} name={v.name} alt={v.logoAlt} onAltChange={(x) => set('logoAlt', x)} folder={folder} />
    </>
  );
}

export function CollaboratorForm() {
  const form = useEntityForm({ kind: 'collaborators', blank: () => blankItem('collaborators', { logo: '' }) });
  const v = form.values;
  return <FormShell form={form}>{v ? <NameUrlLogo values={v} set={(field, x) => form.set(field, x as never)} folder="collaborators" /> : null}</FormShell>;
}

export function FundingForm() {
  const form = useEntityForm({ kind: 'fundingSources', blank: () => blankItem('fundingSources', { logo: '' }) });
  const v = form.values;
  return (
    <FormShell form={form}>
      {v ? (
        <>
          <NameUrlLogo values={v} set={(field, x) => form.set(field, x as never)} folder="funding" />
          <TextField label="Grant number" value={v.grantNumber} onChange={(x) => form.set('grantNumber', x)} />
          <TextField label="Amount" value={v.amount} onChange={(x) => form.set('amount', x)} hint="Free text with currency, e.g. EUR 1.2 million" />
          <TextField label="Duration" value={v.duration} onChange={(x) => form.set('duration', x)} hint="Free text, e.g. 2023–2027" />
        </>
      ) : null}
    </FormShell>
  );
}
