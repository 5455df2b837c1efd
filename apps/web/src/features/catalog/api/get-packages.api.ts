import type { Package } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './keys';

const getPackages = () => api.get<Package[]>('/api/packages');

export const packagesQueryOptions = () => queryOptions({ queryKey: catalogKeys.packages(), queryFn: getPackages });

export const usePackages = () => useQuery(packagesQueryOptions());
