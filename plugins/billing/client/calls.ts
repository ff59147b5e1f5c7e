/**
 * The billing plugin's own calls, through the shared transport (its envelope, headers and error toasts):
 * the contract's paths of spec §7 "Monthly bill" and the admin's settlement figures.
 */
import { http, unwrap } from '../../../engine/data/transport';
import type { JobInfo } from '../../../engine/data/provider';

const U = '/api/unified-merchant';
export const ADMIN = '/api/toycar-portal/api/admin';

export interface Started {
  jobId: string;
  created: boolean;
}

export const manualCreate = async (values: { billMonth: string; merchantId?: number }) =>
  unwrap<Started>(await http.post(`${U}/monthbill/manualCreateMonthlyBill`, values));

export const jobProgress = async (id: string) => unwrap<JobInfo>(await http.get('/api/blade-job/job/progress', { params: { id } }));

export interface InvoiceInput {
  monthlyBillId: string;
  invoiceNo: string;
  invoiceCode?: string;
  invoiceType: number;
  invoiceAmount: number;
  invoiceDate: string;
  invoiceFile: string;
  remark?: string;
}

export const uploadInvoice = async (values: InvoiceInput) => unwrap<{ invoiceId: string }>(await http.post(`${U}/invoice/uploadSubmit`, values));

export interface InvoiceRow {
  id: string;
  invoiceNo: string;
  invoiceCode?: string;
  invoiceType?: number;
  invoiceDate?: string;
  invoiceFile?: string;
  amount: number;
  billDetailStatus: number;
  auditRemark?: string;
}

export const billInvoices = async (billId: string) =>
  unwrap<InvoiceRow[]>(await http.get(`${U}/monthbill/viewInvoiceFile`, { params: { id: billId } }));

export const splitOrders = async () => unwrap<Started>(await http.post(`${ADMIN}/manualCreateFundsSplitDetails`, {}));

export const syncMerchant = async (merchantId: number) =>
  unwrap<{ receivers: number }>(await http.post(`${ADMIN}/handleMerchantInfo`, { merchantId }));

/** Wait for a job to finish, reporting its progress; answers its final state. */
export async function waitForJob(id: string, onProgress: (job: JobInfo) => void, signal: AbortSignal): Promise<JobInfo> {
  for (;;) {
    const job = await jobProgress(id);
    onProgress(job);
    if (['succeeded', 'failed', 'cancelled'].includes(job.status) || signal.aborted) return job;
    await new Promise((r) => setTimeout(r, 600));
  }
}
