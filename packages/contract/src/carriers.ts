/**
 * The parcel carriers the shop ships with: the code the back office sends, the name shoppers see
 * and the carrier's public tracking page (`{number}` is replaced by the tracking number).
 * Orders store the carrier's name; `findCarrier` reads either.
 */
export const CARRIERS = [
  {
    code: 'cj',
    name: 'CJ대한통운',
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={number}',
  },
  {
    code: 'hanjin',
    name: '한진택배',
    trackingUrl:
      'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={number}',
  },
  {
    code: 'lotte',
    name: '롯데택배',
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={number}',
  },
  {
    code: 'epost',
    name: '우체국택배',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={number}',
  },
  {
    code: 'logen',
    name: '로젠택배',
    trackingUrl: 'https://www.ilogen.com/web/personal/trace/{number}',
  },
  {
    code: 'kdexp',
    name: '경동택배',
    trackingUrl: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode={number}',
  },
] as const;

export type Carrier = (typeof CARRIERS)[number];
export type CarrierCode = Carrier['code'];
export const CARRIER_NAMES = CARRIERS.map((c) => c.name) as [Carrier['name'], ...Carrier['name'][]];

/** The carrier of a stored name or a code; undefined for a name typed in before the list existed. */
export function findCarrier(nameOrCode: string | null | undefined): Carrier | undefined {
  if (!nameOrCode) return undefined;
  return CARRIERS.find((c) => c.code === nameOrCode || c.name === nameOrCode);
}

/** The carrier's public page for one parcel; undefined when the carrier is not one of ours. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string) {
  const known = findCarrier(carrier);
  if (!known) return undefined;
  return known.trackingUrl.replace(
    '{number}',
    encodeURIComponent(trackingNumber.replace(/-/g, '')),
  );
}
