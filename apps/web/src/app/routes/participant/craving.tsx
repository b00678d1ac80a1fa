// P7: the craving ride-out, composed from the features that hold its parts: the trigger list and
// the seminar clip (programme), the participant's own words (fundraiser story) and savings, and
// the slip help (C9) when a craving ended in a cigarette.
import { DEFAULT_CURRENCY } from '@quit/domain/constants';
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { SlipHelp } from '@/components/slip-help';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { useCourse } from '@/features/course/api/get-course';
import { CravingFlow } from '@/features/cravings/components/craving-flow';
import { useFundraiserPage } from '@/features/fundraiser-page/api/fundraiser-page';
import { useDiaryList } from '@/features/programme/api/get-diary-lists';
import { useProgrammeDay } from '@/features/programme/api/get-programme-day';
import { useMotivation } from '@/features/questionnaires/api/get-motivation';
import { useFormatters } from '@/lib/format';

/** The first minute of day 1's morning seminar: reached by every running course. */
const CLIP_SECONDS = [0, 60] as const;

function SeminarClip({ active }: { active: boolean }) {
  const { data } = useProgrammeDay(active ? 1 : null);
  const seminar = data?.seminars[0];
  if (!seminar) return null;
  const captions = seminar.captions.find((track) => track.default) ?? seminar.captions[0];
  return (
    <video
      controls
      preload="none"
      width="100%"
      src={`${seminar.videoUrl}#t=${CLIP_SECONDS[0]},${CLIP_SECONDS[1]}`}
      aria-label={seminar.title}
      data-testid="craving-clip"
    >
      {captions && <track kind="captions" src={captions.url} srcLang={captions.language} default />}
    </video>
  );
}

export function Component() {
  const { t } = useTranslation('cravings');
  const { t: tProgramme } = useTranslation('programme');
  const { data: config } = useWebappConfig();
  const format = useFormatters(config?.currency ?? DEFAULT_CURRENCY);
  const { data: triggers = [] } = useDiaryList('triggertype');
  const { data: course } = useCourse();
  const { data: page } = useFundraiserPage();
  const { data: motivation } = useMotivation();
  const active = course?.state === 'active';
  return (
    <ContentPage title={t('page_title')}>
      <CravingFlow
        triggers={triggers.map(({ key, label }) => ({ value: key, label }))}
        scaleLabel={(value) => tProgramme(`diary.scale.${value}` as 'diary.scale.0')}
        reasons={page?.story}
        savings={
          motivation?.historyKnown && (
            <Text>
              {t('ride.savings_line', {
                money: format.money(motivation.moneySavedCents),
                count: motivation.smokeFreeDays,
              })}
            </Text>
          )
        }
        clip={active && <SeminarClip active={active} />}
        slipHelp={<SlipHelp />}
      />
    </ContentPage>
  );
}
