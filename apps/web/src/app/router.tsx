import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { Providers } from './providers';

/** A page loaded with its route (route-level code splitting). */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const HomePage = page(() => import('../features/home/home-page'), 'HomePage');
const AboutPage = page(() => import('../features/brand/about-page'), 'AboutPage');
const CollectionPage = page(() => import('../features/brand/collection-page'), 'CollectionPage');
const ContactPage = page(() => import('../features/brand/contact-page'), 'ContactPage');
const PolicyPage = page(() => import('../features/brand/policy-page'), 'PolicyPage');
const ServicePage = page(() => import('../features/brand/service-page'), 'ServicePage');
const GuidePage = page(() => import('../features/brand/guide-page'), 'GuidePage');
const ProductsPage = page(() => import('../features/catalog/products-page'), 'ProductsPage');
const ProductPage = page(() => import('../features/catalog/product-page'), 'ProductPage');
const SignupPage = page(() => import('../features/account/signup-page'), 'SignupPage');
const LoginPage = page(() => import('../features/account/login-page'), 'LoginPage');
const AccountPage = page(() => import('../features/account/account-page'), 'AccountPage');
const ResetPasswordPage = page(
  () => import('../features/account/reset-password-page'),
  'ResetPasswordPage',
);
const EditPage = page(() => import('../features/account/edit-page'), 'EditPage');
const MypagePage = page(() => import('../features/mypage/mypage-page'), 'MypagePage');
const CartPage = page(() => import('../features/cart/cart-page'), 'CartPage');
const CouponPage = page(() => import('../features/coupons/coupon-page'), 'CouponPage');
const CheckoutPage = page(() => import('../features/checkout/checkout-page'), 'CheckoutPage');
const OrderSuccessPage = page(
  () => import('../features/checkout/success-page'),
  'OrderSuccessPage',
);
const OrderFailPage = page(() => import('../features/checkout/fail-page'), 'OrderFailPage');
const QnaListPage = page(() => import('../features/community/qna-list-page'), 'QnaListPage');
const PostPage = page(() => import('../features/community/post-page'), 'PostPage');
const NoticePage = page(() => import('../features/community/notice-page'), 'NoticePage');
const WritePage = page(() => import('../features/community/write-page'), 'WritePage');

// The back office: its own frame and pages, none of it in the storefront's first load.
const AdminLayout = page(() => import('../features/admin/admin-layout'), 'AdminLayout');
const AdminDashboardPage = page(
  () => import('../features/admin/dashboard/dashboard-page'),
  'AdminDashboardPage',
);
const AdminProductsPage = page(
  () => import('../features/admin/catalog/products-page'),
  'AdminProductsPage',
);
const AdminProductFormPage = page(
  () => import('../features/admin/catalog/product-form-page'),
  'AdminProductFormPage',
);
const AdminOrdersPage = page(
  () => import('../features/admin/orders/orders-page'),
  'AdminOrdersPage',
);
const AdminOrderPage = page(() => import('../features/admin/orders/order-page'), 'AdminOrderPage');
const AdminCouponsPage = page(
  () => import('../features/admin/coupons/coupons-page'),
  'AdminCouponsPage',
);
const AdminCouponClaimsPage = page(
  () => import('../features/admin/coupons/coupon-claims-page'),
  'AdminCouponClaimsPage',
);
const AdminAuditPage = page(() => import('../features/admin/audit/audit-page'), 'AdminAuditPage');
const AdminPaymentsPage = page(
  () => import('../features/admin/payments/reconciliation-page'),
  'AdminPaymentsPage',
);
const AdminNoticesPage = page(
  () => import('../features/admin/content/notices-page'),
  'AdminNoticesPage',
);
const AdminNoticeFormPage = page(
  () => import('../features/admin/content/notice-form-page'),
  'AdminNoticeFormPage',
);
const AdminQnaPage = page(() => import('../features/admin/community/qna-page'), 'AdminQnaPage');
const AdminMembersPage = page(
  () => import('../features/admin/members/members-page'),
  'AdminMembersPage',
);
const AdminMemberPage = page(
  () => import('../features/admin/members/member-page'),
  'AdminMemberPage',
);

export const router = createBrowserRouter([
  {
    element: <Providers />,
    children: [
      {
        path: '/admin',
        element: (
          <Suspense fallback={null}>
            <AdminLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'products', element: <AdminProductsPage /> },
          { path: 'products/new', element: <AdminProductFormPage /> },
          { path: 'products/:id', element: <AdminProductFormPage /> },
          { path: 'orders', element: <AdminOrdersPage /> },
          { path: 'orders/:id', element: <AdminOrderPage /> },
          { path: 'coupons', element: <AdminCouponsPage /> },
          { path: 'coupons/:id', element: <AdminCouponClaimsPage /> },
          { path: 'notices', element: <AdminNoticesPage /> },
          { path: 'notices/new', element: <AdminNoticeFormPage /> },
          { path: 'notices/:id', element: <AdminNoticeFormPage /> },
          { path: 'qna', element: <AdminQnaPage /> },
          { path: 'members', element: <AdminMembersPage /> },
          { path: 'members/:id', element: <AdminMemberPage /> },
          { path: 'audit', element: <AdminAuditPage /> },
          { path: 'payments', element: <AdminPaymentsPage /> },
        ],
      },
      {
        element: <Layout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/collection', element: <CollectionPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/policy', element: <PolicyPage /> },
          { path: '/service', element: <ServicePage /> },
          { path: '/service/notice', element: <GuidePage /> },
          { path: '/service/qna', element: <QnaListPage /> },
          { path: '/service/contents/:id', element: <PostPage /> },
          { path: '/service/notice/:id', element: <NoticePage /> },
          { path: '/service/write', element: <WritePage /> },
          { path: '/service/write/:id', element: <WritePage /> },
          { path: '/products', element: <ProductsPage /> },
          { path: '/product/:id', element: <ProductPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/account', element: <AccountPage /> },
          { path: '/find-password/:token', element: <ResetPasswordPage /> },
          { path: '/edit', element: <EditPage /> },
          { path: '/mypage', element: <MypagePage /> },
          { path: '/cart', element: <CartPage /> },
          { path: '/coupon', element: <CouponPage /> },
          { path: '/order', element: <CheckoutPage /> },
          { path: '/order/success', element: <OrderSuccessPage /> },
          { path: '/order/fail', element: <OrderFailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
