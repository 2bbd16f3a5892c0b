/** The user manager's calls, as the team islands make them (answer types from src/schemas/team.ts). */
import { requestJson, type ApiResult } from '../register/account-api.ts';
import type { AccountMessage } from '../../schemas/account.ts';
import type { MyBusinesses, TeamAnswer, TeamLog } from '../../schemas/team.ts';

export const loadTeam = () => requestJson<TeamAnswer>('/api/team');
export const loadTeamLog = () => requestJson<TeamLog>('/api/team/log');
export const loadMyBusinesses = () => requestJson<MyBusinesses>('/api/account/businesses');

export function changeMember(
  method: 'PATCH' | 'DELETE',
  body: { user_id: string; role?: string },
): Promise<ApiResult<AccountMessage>> {
  return requestJson<AccountMessage>('/api/team/member', { method, body });
}

export const handOver = (userId: string) =>
  requestJson<AccountMessage>('/api/team/transfer', { body: { user_id: userId } });
export const switchTo = (businessId: string) =>
  requestJson<{ status: 200 }>('/api/account/businesses', { body: { business_id: businessId } });
