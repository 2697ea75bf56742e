import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/testApp';
import { addLead, auditRows, listParams, staffId } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('sales inbox: leads on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;
  let admin: SignedIn;
  let colleagueId: number;
  let editorId: number;
  const ids: Record<'shenzhen' | 'suzhou' | 'guangzhou' | 'hangzhou', number> = { shenzhen: 0, suzhou: 0, guangzhou: 0, hangzhou: 0 };

  const list = async (params: Parameters<typeof listParams>[0]) => {
    const response = await call(test.app, 'GET', `/leads?${listParams(params)}`, sales);
    expect(response.statusCode).toBe(200);
    return { ids: (response.json() as Array<{ id: number }>).map((row) => row.id), range: response.headers['content-range'] };
  };
  const put = (id: number, body: object) => call(test.app, 'PUT', `/leads/${id}`, sales, body);

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    await createStaff(test.app, 'admin@example.com', ['admin']);
    await createStaff(test.app, 'colleague@example.com', ['sales']);
    await createStaff(test.app, 'editor@example.com', ['editor']);
    colleagueId = await staffId(test.app, 'colleague@example.com');
    editorId = await staffId(test.app, 'editor@example.com');
    sales = await signIn(test.app, 'sales@example.com');
    admin = await signIn(test.app, 'admin@example.com');
    ids.shenzhen = await addLead(test.app, '2026-03-01T08:00:00.000Z');
    ids.suzhou = await addLead(
      test.app,
      '2026-03-02T08:00:00.000Z',
      { customersAddress: '江苏省/苏州市/工业园区', industry: '汽车', customersPhone: '13800000000', source: '/products/1' },
      'en',
    );
    ids.guangzhou = await addLead(test.app, '2026-03-03T08:00:00.000Z', { customersAddress: '广东省/广州市/天河区', companyName: '广州仓储' });
    ids.hangzhou = await addLead(test.app, '2026-03-04T23:30:00.000Z', {
      customersAddress: '浙江省/杭州市/西湖区',
      industry: '电商',
      customersPhone: '13700000000',
      source: '/cases',
    });
  });
  afterAll(() => test.close());

  it('lists newest first by default, unread and new, with Content-Range', async () => {
    const response = await call(test.app, 'GET', '/leads', sales);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('leads 0-3/4');
    const rows = response.json();
    expect(rows.map((row: { id: number }) => row.id)).toEqual([ids.hangzhou, ids.guangzhou, ids.suzhou, ids.shenzhen]);
    expect(rows[3]).toMatchObject({
      customersName: '王工',
      customersAddress: '广东省/深圳市/南山区',
      status: 'new',
      readAt: null,
      ownerId: null,
      lostReason: null,
      language: 'zh',
    });
  });

  it('pages with range and sorts with sort', async () => {
    expect(await list({ range: [1, 2] })).toEqual({ ids: [ids.guangzhou, ids.suzhou], range: 'leads 1-2/4' });
    expect((await list({ sort: ['createdAt', 'ASC'] })).ids).toEqual([ids.shenzhen, ids.suzhou, ids.guangzhou, ids.hangzhou]);
    expect((await list({ sort: ['id', 'DESC'], range: [3, 9] })).ids).toEqual([ids.shenzhen]);
  });

  it('filters by dates (whole days, both ends kept), language, source page, province and industry', async () => {
    expect(await list({ filter: { createdFrom: '2026-03-02', createdTo: '2026-03-03' } })).toEqual({
      ids: [ids.guangzhou, ids.suzhou],
      range: 'leads 0-1/2',
    });
    // 23:30 UTC on the 4th is 07:30 on the 5th in Beijing: the days are the company's.
    expect((await list({ filter: { createdFrom: '2026-03-04', createdTo: '2026-03-04' } })).ids).toEqual([]);
    expect((await list({ filter: { createdFrom: '2026-03-05', createdTo: '2026-03-05' } })).ids).toEqual([ids.hangzhou]);
    expect((await list({ filter: { language: 'en' } })).ids).toEqual([ids.suzhou]);
    expect((await list({ filter: { source: '/cases' } })).ids).toEqual([ids.hangzhou]);
    expect((await list({ filter: { province: '广东省' } })).ids).toEqual([ids.guangzhou, ids.shenzhen]);
    expect((await list({ filter: { province: '广东' } })).ids).toEqual([]);
    expect((await list({ filter: { industry: '新能源', province: '广东省', createdTo: '2026-03-01' } })).ids).toEqual([ids.shenzhen]);
  });

  it('refuses a malformed filter with 400', async () => {
    for (const filter of ['{"colour":"red"}', '{"createdFrom":"yesterday"}', '{"status":"lukewarm"}', 'not json']) {
      const response = await call(test.app, 'GET', `/leads?filter=${encodeURIComponent(filter)}`, sales);
      expect(response.statusCode, filter).toBe(400);
    }
  });

  it('marks a lead read when opened, keeping the first time, with the contact\'s other leads by phone', async () => {
    const opened = await call(test.app, 'GET', `/leads/${ids.shenzhen}`, sales);
    expect(opened.statusCode).toBe(200);
    const firstRead = test.clock.now().toISOString();
    expect(opened.json()).toMatchObject({ id: ids.shenzhen, readAt: firstRead, notes: [], history: [] });
    expect(opened.json().samePhone).toEqual([
      { id: ids.guangzhou, createdAt: '2026-03-03T08:00:00.000Z', status: 'new', companyName: '广州仓储', demand: '电芯成品库立体库改造', source: '/' },
    ]);

    test.clock.advanceMinutes(10);
    expect((await call(test.app, 'GET', `/leads/${ids.shenzhen}`, sales)).json().readAt).toBe(firstRead);
    const rows = (await call(test.app, 'GET', '/leads', sales)).json() as Array<{ id: number; readAt: string | null }>;
    expect(rows.filter((row) => row.readAt !== null).map((row) => row.id)).toEqual([ids.shenzhen]);
    expect((await call(test.app, 'GET', `/leads/${ids.suzhou}`, sales)).json().samePhone).toEqual([]);
  });

  it('answers 404 for a lead that does not exist', async () => {
    const response = await call(test.app, 'GET', '/leads/999999', sales);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '未找到相关内容' });
  });

  it('moves a lead through the pipeline, refusing skipped steps and a lost without reason, with history', async () => {
    const id = await addLead(test.app, '2026-03-05T08:00:00.000Z', { customersPhone: '13600000001' });

    const skipped = await put(id, { status: 'qualified' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({ code: 409, msg: '线索状态不能从“new”改为“qualified”', field: 'status' });

    expect((await put(id, { status: 'contacted' })).json()).toMatchObject({ status: 'contacted' });
    expect((await put(id, { status: 'qualified' })).json()).toMatchObject({ status: 'qualified' });

    const noReason = await put(id, { status: 'lost', lostReason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ code: 400, msg: '标记为丢单时请填写原因', field: 'lostReason' });
    expect((await call(test.app, 'GET', `/leads/${id}`, sales)).json().status).toBe('qualified');

    const lost = await put(id, { status: 'lost', lostReason: '预算不足' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({ status: 'lost', lostReason: '预算不足' });

    expect((await put(id, { status: 'contacted' })).statusCode).toBe(409);
    expect((await put(id, { status: 'won' })).statusCode).toBe(409);

    const { history } = (await call(test.app, 'GET', `/leads/${id}`, sales)).json();
    expect(history.map((row: { field: string; from: string | null; to: string | null; actor: string }) => [row.field, row.from, row.to, row.actor])).toEqual([
      ['status', 'new', 'contacted', 'sales@example.com'],
      ['status', 'contacted', 'qualified', 'sales@example.com'],
      ['status', 'qualified', 'lost', 'sales@example.com'],
      ['lostReason', null, '预算不足', 'sales@example.com'],
    ]);
    expect(history[0].changedAt).toBe(test.clock.now().toISOString());
    expect((await list({ filter: { status: 'lost' } })).ids).toEqual([id]);
  });

  it('reaches won, and brings a lead marked spam by mistake back to new', async () => {
    const id = await addLead(test.app, '2026-03-05T09:00:00.000Z', { customersPhone: '13600000002' });
    expect((await put(id, { status: 'spam' })).json().status).toBe('spam');
    expect((await put(id, { status: 'contacted' })).statusCode).toBe(409);
    expect((await put(id, { status: 'new' })).json().status).toBe('new');
    for (const status of ['contacted', 'qualified', 'won']) expect((await put(id, { status })).json().status).toBe(status);
    expect((await put(id, { status: 'lost', lostReason: '改主意了' })).statusCode).toBe(409);
  });

  it('takes back the whole record react-admin sends, changing only status and owner', async () => {
    const id = await addLead(test.app, '2026-03-05T10:00:00.000Z', { customersPhone: '13600000003' });
    const record = (await call(test.app, 'GET', `/leads/${id}`, sales)).json();
    const saved = await put(id, { ...record, status: 'contacted', customersName: '改名', ownerId: colleagueId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'contacted', customersName: '王工', ownerId: colleagueId, ownerEmail: 'colleague@example.com' });
    expect(saved.json().history.map((row: { field: string; from: string | null; to: string | null }) => [row.field, row.from, row.to])).toEqual([
      ['status', 'new', 'contacted'],
      ['ownerId', null, String(colleagueId)],
    ]);
    expect((await list({ filter: { owner: colleagueId } })).ids).toEqual([id]);

    const unassigned = await put(id, { ownerId: null });
    expect(unassigned.json()).toMatchObject({ ownerId: null, ownerEmail: null });
    expect(unassigned.json().history.at(-1)).toMatchObject({ field: 'ownerId', from: String(colleagueId), to: null });
  });

  it('refuses an owner who does not handle leads', async () => {
    const id = await addLead(test.app, '2026-03-05T11:00:00.000Z', { customersPhone: '13600000004' });
    for (const ownerId of [editorId, 999999]) {
      const response = await put(id, { ownerId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: '负责人须为可处理线索的在职员工', field: 'ownerId' });
    }
    expect((await call(test.app, 'GET', `/leads/${id}`, sales)).json()).toMatchObject({ ownerId: null, history: [] });
  });

  it('adds notes, kept in order with their author and time', async () => {
    const id = await addLead(test.app, '2026-03-05T12:00:00.000Z', { customersPhone: '13600000005' });
    const first = await call(test.app, 'POST', `/leads/${id}/notes`, sales, { text: ' 已电话联系，客户下周回复 ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: '已电话联系，客户下周回复', author: 'sales@example.com', createdAt: test.clock.now().toISOString() });
    test.clock.advanceMinutes(5);
    await call(test.app, 'POST', `/leads/${id}/notes`, admin, { text: '报价已发' });
    const { notes } = (await call(test.app, 'GET', `/leads/${id}`, sales)).json();
    expect(notes.map((note: { text: string; author: string }) => [note.text, note.author])).toEqual([
      ['已电话联系，客户下周回复', 'sales@example.com'],
      ['报价已发', 'admin@example.com'],
    ]);
    expect((await call(test.app, 'POST', `/leads/${id}/notes`, sales, { text: '   ' })).statusCode).toBe(400);
    expect((await call(test.app, 'POST', '/leads/999999/notes', sales, { text: '无' })).statusCode).toBe(404);
  });

  it('deletes a lead with its notes and history (admins only), answering the deleted record', async () => {
    const id = await addLead(test.app, '2026-03-05T13:00:00.000Z', { customersPhone: '13600000006' });
    await put(id, { status: 'contacted' });
    await call(test.app, 'POST', `/leads/${id}/notes`, sales, { text: '删除前的备注' });
    const deleted = await call(test.app, 'DELETE', `/leads/${id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, status: 'contacted', notes: [{ text: '删除前的备注' }] });
    expect((await call(test.app, 'GET', `/leads/${id}`, sales)).statusCode).toBe(404);
    const left = await test.app.db.selectFrom('lead_note').select('note_id').where('customers_id', '=', id).execute();
    const changes = await test.app.db.selectFrom('lead_change').select('change_id').where('customers_id', '=', id).execute();
    expect([left, changes]).toEqual([[], []]);
  });

  it('audits every read and change: who, what, which lead, from where', async () => {
    const id = await addLead(test.app, '2026-03-05T14:00:00.000Z', { customersPhone: '13600000007' });
    await call(test.app, 'GET', `/leads?${listParams({ filter: { province: '广东省' } })}`, sales);
    await call(test.app, 'GET', `/leads/${id}`, sales);
    await put(id, { status: 'contacted' });
    await call(test.app, 'POST', `/leads/${id}/notes`, sales, { text: '备注' });
    await call(test.app, 'DELETE', `/leads/${id}`, admin);
    expect((await auditRows(test.app, 'lead.list')).at(-1)).toEqual({ actor: 'sales@example.com', target: '{"province":"广东省"}', client_ip: '127.0.0.1' });
    for (const action of ['lead.read', 'lead.update', 'lead.note']) {
      expect((await auditRows(test.app, action)).at(-1), action).toEqual({ actor: 'sales@example.com', target: `lead:${id}`, client_ip: '127.0.0.1' });
    }
    expect((await auditRows(test.app, 'lead.delete')).at(-1)).toEqual({ actor: 'admin@example.com', target: `lead:${id}`, client_ip: '127.0.0.1' });
  });
});
