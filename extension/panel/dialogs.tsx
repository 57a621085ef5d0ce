/**
 * The panel's own alert and confirm dialogs: the studio asks its host for these (the spec's
 * prompts and messages) and the panel answers in its own page, where native dialogs do not
 * suit a side panel.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface Pending {
  kind: 'alert' | 'confirm';
  message: string;
  resolve: (answer: boolean) => void;
}

export interface Dialogs {
  alert(message: string): Promise<void>;
  confirm(message: string): Promise<boolean>;
}

const DialogContext = createContext<Dialogs | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const ask = useCallback(
    (kind: Pending['kind'], message: string) =>
      new Promise<boolean>((resolve) => setQueue((current) => [...current, { kind, message, resolve }])),
    [],
  );
  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: async (message) => {
        await ask('alert', message);
      },
      confirm: (message) => ask('confirm', message),
    }),
    [ask],
  );
  const current = queue[0];
  const answer = (value: boolean) => {
    current?.resolve(value);
    setQueue((rest) => rest.slice(1));
  };
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current && <DialogBox pending={current} onAnswer={answer} />}
    </DialogContext.Provider>
  );
}

function DialogBox({ pending, onAnswer }: { pending: Pending; onAnswer: (value: boolean) => void }) {
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => okRef.current?.focus(), [pending]);
  return (
    <div className="panel-dialog-backdrop">
      <div
        className="panel-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="panel-dialog-message"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onAnswer(false);
        }}
      >
        <p id="panel-dialog-message">{pending.message}</p>
        <div className="panel-dialog-actions">
          {pending.kind === 'confirm' && (
            <button type="button" className="panel-button" onClick={() => onAnswer(false)}>
              Cancel
            </button>
          )}
          <button type="button" className="panel-button panel-button-primary" ref={okRef} onClick={() => onAnswer(true)}>
            OK
          </button>
        </div>
      </div>
    </div>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a <DialogProvider> above it');
  return dialogs;
}
