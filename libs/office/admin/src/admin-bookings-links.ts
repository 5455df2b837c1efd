/**
 * RFC 8288 Link header of one page of GET /api/admin/bookings: first, prev, next and last, each the same request with
 * only `page` changed (relative references, resolved against the request's own URL).
 */
export function pageLinks(path: string, params: URLSearchParams, page: number, lastPage: number): string {
  const link = (target: number, rel: string) => {
    const query = new URLSearchParams(params);
    query.set('page', String(target));
    return `<${path}?${query.toString()}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  return links.join(', ');
}

/** The number of the last page: at least 1, so an empty result still has a first and a last page. */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
