import { useTranslation } from '@/lib/use-translation';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps past the header and navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`}>
      {t('skip_to_content')}
    </a>
  );
}
