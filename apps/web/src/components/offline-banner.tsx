import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says clearly when the device is offline (issue 13): the pages then show what the service
 * worker kept. Back online, the data is fetched afresh.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(
    // Online unless the browser says otherwise (the server's prerendered page has no navigator).
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => {
      setOffline(false);
      void queryClient.invalidateQueries();
    };
    // The service worker says when it answered from its cache because the network failed
    // (navigator.onLine stays true on a network that is up but cannot reach us).
    const fromWorker = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === 'offline') setOffline(true);
      if (event.data?.type === 'online') setOffline(false);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    // The connection may have dropped between the first render and these listeners, and a
    // browser may not send the events at all (seen in Chromium with its network emulated): the
    // state is also read every second.
    // (Starting from "online": a connection lost before this effect is caught by the first read.)
    let lastOnLine = true;
    const poll = window.setInterval(() => {
      if (navigator.onLine === lastOnLine) return;
      lastOnLine = navigator.onLine;
      if (lastOnLine) goOnline();
      else goOffline();
    }, 1_000);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [queryClient]);
  if (!offline) return null;
  return (
    <Alert role="status" color="yellow" variant="filled" radius={0} title={t('offline.title')}>
      {t('offline.body')}
    </Alert>
  );
}
