import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/** The job postings, as choices of the resumes' filter. */
export function useJobChoices() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({ queryKey: ['jobPostings'], queryFn: () => dataProvider.jobPostings() });
  return (data ?? []).map((job) => ({ id: job.id, name: job.title }));
}
