// SPEC.md section 2: the only page in English.
export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-serif text-3xl">404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
    </main>
  );
}
