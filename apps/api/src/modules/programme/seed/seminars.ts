// The seed programme: 28 days, a morning and an evening seminar each (decision P1). Day 1 is
// the quit day; week 1 gets through the peak of withdrawal, week 2 builds new routines,
// week 3 guards against relapse, week 4 looks beyond the course and prepares the test.
import type { SeedSeminar } from './types';
import { week1 } from './week1';
import { week2 } from './week2';
import { week3 } from './week3';
import { week4 } from './week4';

export const seedSeminars: SeedSeminar[] = [...week1, ...week2, ...week3, ...week4];
