import type { Kysely } from 'kysely';
import type { Database } from '../../cms/db/schema';
import type { LeadStatus } from '../../contract/leadStatus';
import { isFirstContact, pipelineStep } from '../../cms/leads/pipelineStep';
import { seededRandom } from './seededRandom';

/** One generated lead with what the dashboard should make of it, known without SQL. */
export interface GeneratedLead {
  createdAt: string;
  status: LeadStatus;
  industry: string;
  language: 'zh' | 'en';
  address: string;
  /** The Chinese province the address names; '' abroad or without a region. */
  province: string;
  /** The visitor's first touch as attribution records it; null when none was sent. */
  firstTouch: { channel: string; campaign: string; partner: string } | null;
  /** When routing promised a contact; null for leads from before routing. */
  responseDueAt: string | null;
  /** Status moves in order, each at its instant. */
  history: Array<{ from: LeadStatus; to: LeadStatus; at: string }>;
}

const PLACES: Array<{ language: 'zh' | 'en'; address: string; province: string }> = [
  { language: 'zh', address: '广东省/深圳市/南山区', province: '广东省' },
  { language: 'zh', address: '江苏省/苏州市/工业园区', province: '江苏省' },
  { language: 'zh', address: '北京市/北京市/朝阳区', province: '北京市' },
  { language: 'zh', address: '浙江省/杭州市/西湖区', province: '浙江省' },
  { language: 'zh', address: '', province: '' },
  { language: 'en', address: 'China/Guangdong/Shenzhen', province: '广东省' },
  { language: 'en', address: 'China/Zhejiang/Ningbo', province: '浙江省' },
  { language: 'en', address: 'United Kingdom/London', province: '' },
];

const TOUCHES: Array<GeneratedLead['firstTouch']> = [
  null,
  { channel: 'direct', campaign: '', partner: '' },
  { channel: 'search', campaign: '', partner: '' },
  { channel: 'paid', campaign: 'spring-expo', partner: '' },
  { channel: 'campaign', campaign: 'cemat-2026', partner: '' },
  { channel: 'partner', campaign: '', partner: 'https://partner.example.com' },
  { channel: 'partner', campaign: 'cemat-2026', partner: 'https://dealer.example.cn' },
];

const INDUSTRIES = ['新能源', '汽车', '电商', '医药', 'Cold-chain warehousing', ''];

/** Where a lead's status went, step by step, and where it stopped. */
const PATHS: LeadStatus[][] = [
  ['new'],
  ['new', 'contacted'],
  ['new', 'contacted', 'qualified'],
  ['new', 'contacted', 'qualified', 'won'],
  ['new', 'lost'],
  ['new', 'contacted', 'lost'],
  ['new', 'contacted', 'qualified', 'lost'],
  ['spam'],
  ['new', 'spam'],
];

/**
 * `count` leads spread over the `spanDays` days before `now`, in many places, industries and
 * pipeline paths, each move some minutes to two days after the one before it (never after `now`).
 */
export function generateLeads(count: number, now: Date, spanDays: number, seed = 27): GeneratedLead[] {
  const { next, pick } = seededRandom(seed);
  const end = now.getTime();
  return Array.from({ length: count }, () => {
    const created = end - Math.floor(next() * spanDays * 86_400_000);
    const place = pick(PLACES);
    const path = pick(PATHS);
    const history: GeneratedLead['history'] = [];
    let at = created;
    for (let index = 1; index < path.length; index += 1) {
      at = Math.min(end, at + 60_000 + Math.floor(next() * 2 * 86_400_000));
      history.push({ from: path[index - 1]!, to: path[index]!, at: new Date(at).toISOString() });
    }
    return {
      createdAt: new Date(created).toISOString(),
      status: path.at(-1)!,
      industry: pick(INDUSTRIES),
      language: place.language,
      address: place.address,
      province: place.province,
      firstTouch: pick(TOUCHES),
      // Two hours of wall-clock time stands in for the working hours routing would count.
      responseDueAt: next() < 0.8 ? new Date(created + 2 * 3_600_000).toISOString() : null,
      history,
    };
  });
}

const CHUNK = 500;

/** Stores generated leads and their status history in one transaction, as `actorUserId` moved them. */
export async function insertGeneratedLeads(db: Kysely<Database>, leads: GeneratedLead[], actorUserId: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let start = 0; start < leads.length; start += CHUNK) {
      const chunk = leads.slice(start, start + CHUNK);
      const rows = await trx
        .insertInto('potential_customer')
        .values(chunk.map((lead, index) => ({
          customers_name: `访客${start + index}`,
          customers_phone: '13912345678',
          customers_address: lead.address,
          company_name: '星河新能源科技',
          industry: lead.industry,
          demand: '立体库',
          remark: '',
          source: '/',
          language: lead.language,
          client_ip: '203.0.113.9',
          created_at: lead.createdAt,
          status: lead.status,
          lost_reason: lead.status === 'lost' ? '预算' : null,
          owner_user_id: null,
          read_at: null,
          response_due_at: lead.responseDueAt,
          // What the product keeps with each status move (cms/leads/leadInbox.ts), from the same history.
          first_contacted_at: lead.history.find((move) => isFirstContact(move.from, move.to))?.at ?? null,
          furthest_step: Math.max(pipelineStep(lead.status), ...lead.history.map((move) => pipelineStep(move.to))),
          privacy_notice_version: '2026-11-01',
          privacy_consented_at: lead.createdAt,
          privacy_consent_ip: '203.0.113.9',
        })))
        .returning('customers_id')
        .execute();
      const chunkIds = rows.map((row) => row.customers_id);
      ids.push(...chunkIds);
      const changes = chunk.flatMap((lead, index) =>
        lead.history.map((move) => ({
          customers_id: chunkIds[index]!,
          actor_user_id: actorUserId,
          field: 'status',
          from_value: move.from,
          to_value: move.to,
          changed_at: move.at,
        })),
      );
      if (changes.length > 0) await trx.insertInto('lead_change').values(changes).execute();
      const touches = chunk.flatMap((lead, index) =>
        lead.firstTouch
          ? [{
              submission_kind: 'lead', submission_id: chunkIds[index]!, touch: 'first', channel: lead.firstTouch.channel,
              utm_campaign: lead.firstTouch.campaign, partner_origin: lead.firstTouch.partner, touched_at: lead.createdAt,
            }]
          : [],
      );
      if (touches.length > 0) await trx.insertInto('submission_touch').values(touches).execute();
    }
    return ids;
  });
}
