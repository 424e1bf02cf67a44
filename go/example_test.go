package hupai_test

import (
	"errors"
	"fmt"

	"hupai"
)

func Example() {
	engine, err := hupai.New("standard")
	if err != nil {
		panic(err)
	}
	defer engine.Close()

	hand := hupai.MustParseHand("123m456p789s11222z")
	forms, _ := engine.Check(hand)
	fmt.Println(hand, "wins:", forms)

	waits, _ := engine.Waits(hupai.MustParseHand("1112345678999m"))
	fmt.Println("nine gates waits on", waits.Tiles)

	shanten, _ := engine.Shanten(hupai.MustParseHand("13m55p789s1234zJJ"))
	fmt.Println("shanten", shanten)

	_, err = engine.Check(hupai.MustParseHand("123m"))
	fmt.Println(errors.Is(err, hupai.ErrBadHand), err)
	// Output:
	// 123m456p789s11222z wins: standard
	// nine gates waits on 1m 2m 3m 4m 5m 6m 7m 8m 9m
	// shanten 2
	// true hupai: 3 tiles: a winning hand holds 3n+2 tiles (2, 5, 8, 11, 14 or 17)
}

func ExampleEngine_Decompositions() {
	engine, _ := hupai.New("standard")
	defer engine.Close()
	found, _ := engine.Decompositions(hupai.MustParseHand("13m55pJ"), 10)
	for _, d := range found {
		fmt.Println(d)
	}
	// Output: standard: 13m[2m] 55p
}

func ExampleEngine_IsWinBatch() {
	engine, _ := hupai.New("hongzhong")
	defer engine.Close()
	counts := make([][hupai.Kinds]uint8, 2)
	counts[0] = hupai.MustParseHand("11m").Counts
	counts[1] = hupai.MustParseHand("12m").Counts
	wins := make([]bool, len(counts))
	if err := engine.IsWinBatch(counts, nil, wins, false); err != nil {
		panic(err)
	}
	fmt.Println(wins)
	// Output: [true false]
}

func ExampleLiveHand() {
	engine, _ := hupai.New("standard")
	defer engine.Close()
	live, _ := hupai.NewLiveHand(hupai.MustParseHand("1112345678999m"))
	drawn, _ := hupai.ParseTile("5m")
	live.Draw(drawn)
	win, _ := engine.IsWinLive(&live)
	fmt.Println(win)
	// Output: true
}
