/**
 * Demo Mode's "today": the sample data is dated around it, so periods such as "this month" or
 * "last 6 months" show the sample records whatever the real date is. Live Mode uses the real date.
 */
export const DEMO_TODAY = "2026-11-20";
