/**
 * The lab profile's publication list choices (docs/decisions/079): grouped by year or by type,
 * the order of the type headings, and which filters the list offers. A choice equal to the
 * default leaves no entry in the profile, so a profile that never chose exports unchanged.
 */
import {
  fullTypeOrder,
  PUBLICATION_FILTER_LABELS,
  PUBLICATION_FILTERS,
  PUBLICATION_GROUPING_LABELS,
  PUBLICATION_GROUPINGS,
  PUBLICATION_TYPE_HEADINGS,
  publicationDisplayOf,
  type PublicationDisplay,
  type PublicationGrouping,
} from '../../content/scholarly/publication-display';
import { PUBLICATION_TYPES } from '../../content/model/constants';
import type { LabProfile } from '../../content/model/lab-profile';
import { CheckboxField, SelectField } from '../fields';
import type { Update } from './lab-profile-fields';

/** The profile with `change` applied to its choices, defaults dropped. */
function withDisplay(profile: LabProfile, change: (display: PublicationDisplay) => PublicationDisplay): LabProfile {
  const display = change({ ...profile.publicationDisplay });
  if (display.groupBy === 'year') delete display.groupBy;
  if (display.typeOrder && fullTypeOrder(display.typeOrder).every((type, index) => type === PUBLICATION_TYPES[index]))
    delete display.typeOrder;
  if (display.filters && display.filters.length === PUBLICATION_FILTERS.length) delete display.filters;
  const next = { ...profile };
  if (Object.keys(display).length) next.publicationDisplay = display;
  else delete next.publicationDisplay;
  return next;
}

export function PublicationDisplayFields({ draft, update }: { draft: LabProfile; update: Update }) {
  const choices = publicationDisplayOf(draft);
  const move = (index: number, by: -1 | 1) =>
    update((current) =>
      withDisplay(current, (display) => {
        const order = fullTypeOrder(display.typeOrder);
        const [moved] = order.splice(index, 1);
        order.splice(index + by, 0, moved!);
        return { ...display, typeOrder: order };
      }),
    );
  return (
    <fieldset className="studio-publication-display">
      <legend>Publication list</legend>
      <SelectField
        label="Group the list"
        value={choices.groupBy}
        options={PUBLICATION_GROUPINGS.map((value) => ({ value, label: PUBLICATION_GROUPING_LABELS[value] }))}
        onChange={(value) =>
          update((current) =>
            withDisplay(current, (display) => ({ ...display, groupBy: value as PublicationGrouping })),
          )
        }
      />
      {choices.groupBy === 'type' && (
        <div className="studio-field">
          <p className="studio-label" id="publication-type-order">
            Order of the type headings
          </p>
          <ol className="studio-type-order" aria-labelledby="publication-type-order">
            {choices.typeOrder.map((type, index) => (
              <li key={type}>
                <span>{PUBLICATION_TYPE_HEADINGS[type]}</span>
                <button
                  type="button"
                  className="studio-button"
                  aria-label={`Move ${PUBLICATION_TYPE_HEADINGS[type]} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="studio-button"
                  aria-label={`Move ${PUBLICATION_TYPE_HEADINGS[type]} down`}
                  disabled={index === choices.typeOrder.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
          <p className="studio-hint">Only types the lab has papers of get a heading; within a type, newest first.</p>
        </div>
      )}
      <p className="studio-hint">What the list offers visitors to narrow it down:</p>
      {PUBLICATION_FILTERS.map((name) => (
        <CheckboxField
          key={name}
          label={PUBLICATION_FILTER_LABELS[name]}
          checked={choices.filters.has(name)}
          onChange={(checked) =>
            update((current) =>
              withDisplay(current, (display) => {
                const shown = publicationDisplayOf({ publicationDisplay: display }).filters;
                return {
                  ...display,
                  filters: PUBLICATION_FILTERS.filter((filter) => (filter === name ? checked : shown.has(filter))),
                };
              }),
            )
          }
        />
      ))}
    </fieldset>
  );
}
