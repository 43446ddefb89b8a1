import { fakerZH_CN as faker } from '@faker-js/faker';
import type { Db } from './database';
import { formatDateTime } from './time';

/** Chinese-locale faker for seed data; `seedSteps.ts` calls `faker.seed(step.fakerSeed)` before each step, so data is repeatable. */
export { faker };

export const days = (n: number) => n * 86_400_000;

/** A date-time within the last `spanDays` days. */
export function recent(spanDays: number): string {
  return formatDateTime(new Date(Date.now() - faker.number.int({ min: 0, max: days(spanDays) })));
}

/** A mainland mobile number. */
export function mobile(): string {
  return `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
}

/** What a seed step's areas share: the creation time of the fixed rows, and a validity a year ahead. */
export interface SeedStart {
  created: string;
  validDate: string;
}

/** Called right after `faker.seed(n)`: `created` is the step's first draw. */
export function seedStart(): SeedStart {
  return { created: recent(400), validDate: formatDateTime(new Date(Date.now() + days(365))) };
}

/**
 * The seeded companies, their users, and a pick that favours the seeded company (3 in 10): how the
 * business rows of every area are spread over the companies.
 */
export function companyPicker(db: Db) {
  const companies = db.prepare('SELECT id, agent_id FROM companies').all() as { id: number; agent_id: number }[];
  const usersOf = db.prepare('SELECT id FROM users WHERE company_id = ?').pluck();
  const pickCompany = () =>
    faker.helpers.weightedArrayElement([
      { weight: 3, value: companies[0] },
      { weight: 7, value: faker.helpers.arrayElement(companies) },
    ]);
  return { companies, usersOf, pickCompany };
}
