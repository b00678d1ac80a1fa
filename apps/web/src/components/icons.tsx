// The eight outline icons the app shows, drawn as Tabler Icons draws them (tabler.io/icons,
// v3.51, MIT licence, © Paweł Kuna). The package brought 17,800 files into every install for
// these eight (record 0096): creating files is what installing costs on the CI machines.
import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in pixels (24 by default). */
  size?: number;
};

function outlineIcon(name: string, paths: string[]) {
  function Icon({ size = 24, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={[`icon icon-${name}`, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const IconCalendarCheck = outlineIcon('calendar-check', [
  'M11.5 21h-5.5a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v6',
  'M16 3v4',
  'M8 3v4',
  'M4 11h16',
  'M15 19l2 2l4 -4',
]);

export const IconCircleCheck = outlineIcon('circle-check', [
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  'M9 12l2 2l4 -4',
]);

export const IconCircleDashed = outlineIcon('circle-dashed', [
  'M8.56 3.69a9 9 0 0 0 -2.92 1.95',
  'M3.69 8.56a9 9 0 0 0 -.69 3.44',
  'M3.69 15.44a9 9 0 0 0 1.95 2.92',
  'M8.56 20.31a9 9 0 0 0 3.44 .69',
  'M15.44 20.31a9 9 0 0 0 2.92 -1.95',
  'M20.31 15.44a9 9 0 0 0 .69 -3.44',
  'M20.31 8.56a9 9 0 0 0 -1.95 -2.92',
  'M15.44 3.69a9 9 0 0 0 -3.44 -.69',
]);

export const IconCoins = outlineIcon('coins', [
  'M9 14c0 1.657 2.686 3 6 3s6 -1.343 6 -3s-2.686 -3 -6 -3s-6 1.343 -6 3',
  'M9 14v4c0 1.656 2.686 3 6 3s6 -1.344 6 -3v-4',
  'M3 6c0 1.072 1.144 2.062 3 2.598s4.144 .536 6 0c1.856 -.536 3 -1.526 3 -2.598c0 -1.072 -1.144 -2.062 -3 -2.598s-4.144 -.536 -6 0c-1.856 .536 -3 1.526 -3 2.598',
  'M3 6v10c0 .888 .772 1.45 2 2',
  'M3 11c0 .888 .772 1.45 2 2',
]);

export const IconExternalLink = outlineIcon('external-link', [
  'M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6',
  'M11 13l9 -9',
  'M15 4h5v5',
]);

export const IconFlask = outlineIcon('flask', [
  'M9 3l6 0',
  'M10 9l4 0',
  'M10 3v6l-4 11a.7 .7 0 0 0 .5 1h11a.7 .7 0 0 0 .5 -1l-4 -11v-6',
]);

export const IconInfoCircle = outlineIcon('info-circle', [
  'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0',
  'M12 9h.01',
  'M11 12h1v4h1',
]);

export const IconScale = outlineIcon('scale', [
  'M7 20l10 0',
  'M6 6l6 -1l6 1',
  'M12 3l0 17',
  'M9 12l-3 -6l-3 6a3 3 0 0 0 6 0',
  'M21 12l-3 -6l-3 6a3 3 0 0 0 6 0',
]);
