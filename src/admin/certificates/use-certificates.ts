import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { certificateCardMachine } from '../../../machines/admin/certificate-card.machine';
import { certificateIssueMachine } from '../../../machines/admin/certificate-issue.machine';
import { inspect } from '../../web/ui/inspect';
import { fetchCertificate, issueCertificate, switchCertificate } from '../api/certificates-api';

/** The list's cache key: each change reloads the list. */
export const CERTIFICATES_KEY = ['admin', 'certificates'] as const;

function useReloadList() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: CERTIFICATES_KEY });
}

/** The statechart certificate-issue over 'Выпустить сертификат', with the server's call. */
export function useCertificateIssue() {
  const reload = useReloadList();
  const [machine] = useState(() =>
    certificateIssueMachine.provide({
      actors: { issue: fromPromise(({ input }) => issueCertificate(input)) },
      actions: { issued: reload },
    }),
  );
  return useMachine(machine, { inspect });
}

export type CertificateIssueActor = ReturnType<typeof useCertificateIssue>;

/** The statechart certificate-card over one certificate's card, with the server's calls. */
export function useCertificateCard() {
  const reload = useReloadList();
  const [machine] = useState(() =>
    certificateCardMachine.provide({
      actors: {
        load: fromPromise(({ input }) => fetchCertificate(input)),
        switch: fromPromise(({ input }) => switchCertificate(input)),
      },
      actions: { changed: reload },
    }),
  );
  return useMachine(machine, { inspect });
}

export type CertificateCardActor = ReturnType<typeof useCertificateCard>;
