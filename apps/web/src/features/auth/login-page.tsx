export default function Page() {
  return <div>login-page</div>;
}
