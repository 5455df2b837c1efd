import type { Testimonial } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './keys';

async function getTestimonials(): Promise<Testimonial[]> {
  try {
    return await api.get<Testimonial[]>('/api/testimonials', { featured: true });
  } catch (cause) {
    throw new Error('Failed to fetch testimonials', { cause });
  }
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.featuredTestimonials(), queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
