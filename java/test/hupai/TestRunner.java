package hupai;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The package's test runner (no JUnit: nothing can be downloaded where it runs). Runs
 * every {@link Test} method of the classes below, a fresh instance each, prints one line
 * a test and ends with {@code N passed, N failed}; exits 1 on any failure. A test's name
 * as an argument runs the tests whose names contain it.
 */
public final class TestRunner {
    private static final Class<?>[] CLASSES = {
        ApiTest.class, ErrorsTest.class, LayoutTest.class, ActionsTest.class, ConformanceTest.class, ScoringTest.class, BatchTest.class,
        ThreadsTest.class, UglyInputsTest.class,
    };

    public static void main(String[] args) throws Exception {
        int passed = 0;
        int failed = 0;
        for (Class<?> type : CLASSES) {
            Method[] methods = type.getDeclaredMethods();
            Arrays.sort(methods, Comparator.comparing(Method::getName));
            for (Method method : methods) {
                String name = type.getSimpleName() + "." + method.getName();
                if (!method.isAnnotationPresent(Test.class) || (args.length > 0 && !name.contains(args[0]))) {
                    continue;
                }
                long started = System.nanoTime();
                try {
                    method.invoke(type.getDeclaredConstructor().newInstance());
                    passed++;
                    System.out.printf("ok     %s (%d ms)%n", name, (System.nanoTime() - started) / 1_000_000);
                } catch (InvocationTargetException e) {
                    failed++;
                    System.out.printf("FAILED %s: %s%n", name, e.getCause());
                    e.getCause().printStackTrace(System.out);
                }
            }
        }
        System.out.printf("%d passed, %d failed%n", passed, failed);
        System.exit(failed == 0 && passed > 0 ? 0 : 1);
    }
}
